import { msg } from "@lingui/core/macro";

/** Words of the food pages: index, offering, product and the cart control (doc 2 §2 Food). */
export const foodMessages = {
  title: msg({ id: "food.title", message: "Food" }),
  intro: msg({
    id: "food.intro",
    message: "Fresh, subsidised food from local vendors. Order here and pick it up near you.",
  }),
  offeringsHeading: msg({ id: "food.available_offerings", message: "Available offerings" }),
  until: msg({ id: "food.until", message: "Order until {date}" }),
  orderHistory: msg({ id: "food.order_history", message: "Order history" }),
  noOfferingsTitle: msg({ id: "food.no_offerings", message: "Nothing to order right now" }),
  noOfferingsIntro: msg({
    id: "food.no_offerings_intro",
    message: "Tell us what you would like and we will let you know when food is available.",
  }),
  backToFood: msg({ id: "food.back_to_offerings", message: "All offerings" }),
  offeringTitle: msg({ id: "food.offering_title", message: "{offering}" }),
  productTitle: msg({ id: "food.product_title", message: "{product}" }),
  products: msg({ id: "food.products", message: "Products" }),
  fromVendor: msg({ id: "food.from_vendor", message: "From {vendor}" }),
  subsidyPays: msg({
    id: "food.subsidy_pays",
    message: "{subsidy} paid by your programme credit, {cash} from you",
  }),
  details: msg({ id: "food.details", message: "Details" }),
  itemSubtotal: msg({ id: "food.item_subtotal", message: "Item subtotal" }),
  backToOffering: msg({ id: "food.back_to_offering", message: "Back to {offering}" }),
  productMissingTitle: msg({ id: "food.product_missing_title", message: "This product isn't available" }),
  productMissingBody: msg({
    id: "food.product_missing_body",
    message: "It may have sold out or been removed from this offering.",
  }),
  seeOffering: msg({ id: "food.see_offering", message: "See the other products" }),
  notEligibleTitle: msg({
    id: "food.not_eligible_title",
    message: "This offer is for verified members",
  }),
  notEligibleBody: msg({
    id: "food.not_eligible_body",
    message: "Only verified members of the partner organization it was made for can order it.",
  }),
  notEligibleChecking: msg({
    id: "food.not_eligible_checking",
    message:
      "If you told us you belong to that organization, we are checking your membership and will let you know when it is verified. Until then, you can order everything on the food page.",
  }),
  notEligibleSeeFood: msg({ id: "food.not_eligible_see_food", message: "See the food you can order" }),
  shoppingBar: msg({ id: "food.shopping_bar", message: "Shopping" }),
  cart: msg({ id: "food.cart", message: "Cart" }),
  cartWithCount: msg({
    id: "food.cart_count",
    message: "Cart {count, plural, one {# item} other {# items}}",
  }),
  cartUpdating: msg({ id: "food.cart_updating", message: "Cart, updating" }),
  addToCart: msg({ id: "food.add_to_cart", message: "Add to cart" }),
  addOne: msg({ id: "food.add_one", message: "Add one {product}" }),
  removeOne: msg({ id: "food.remove_one", message: "Remove one {product}" }),
  quantityOf: msg({ id: "food.quantity_of", message: "Quantity of {product}" }),
  removeSoldOut: msg({ id: "food.remove_sold_out", message: "{label}: remove {product} from the cart" }),
  inCart: msg({ id: "food.in_cart", message: "{count} in your cart" }),
};
