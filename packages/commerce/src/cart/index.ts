export { cartItemCount, cartQuantityOf, type CartLine } from "./cart-count.ts";
