// A JSON request body built from a mutation's arguments names every field of its contract, each
// given or explicitly undefined (JSON leaves undefined out): a contract field the endpoint forgets
// is a type error here, not a value silently dropped on the way to the server.

/** Every key of the contract, none optional; optional fields may still be undefined. */
export type EveryField<Body> = { [Key in keyof Required<Body>]: Body[Key] };

/**
 * The body of one request, checked to name every field of `Body`. A function declaration: the apps'
 * build reads every .ts file as TSX, where an arrow's `<Body>(` opens a JSX element.
 */
export function requestBody<Body>(body: EveryField<Body>): Body {
  return body as Body;
}
