// Only the recipes of the Chakra components @provana/ui re-exports eagerly: every recipe costs bytes
// in the one shared design-system chunk. Re-exporting a new Chakra component? Add its recipe here;
// lazily loaded components register theirs when their chunk loads (lazy-recipes.ts).
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
};
