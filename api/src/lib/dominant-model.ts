// One tie-break rule for the API and the clients: highest score, ties to the earlier model.
export { dominantOf as dominantModel } from '@provana/contracts';
