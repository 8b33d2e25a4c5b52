import { builder } from '../builder';
import { applyAuthorization } from './authorize';
import { applyTextValidation } from './text-arguments';
import './shared/scalars';
import './shared/enums';
import './shared/payload';
import './accounts/me.queries';
import './accounts/me.mutations';
import './accounts/auth.mutations';
import './buyers/buyer.queries';
import './buyers/store.mutations';
import './geo/geo.queries';
import './catalog/product.queries';
import './catalog/taxonomy.queries';
import './catalog/favorites.mutations';
import './catalog/bad-word.queries';
import './catalog/search-history.queries';
import './catalog/search-history.mutations';
import './catalog/related-products.queries';
import './catalog/recommendations.queries';
import './content/content.queries';
import './cart/cart.queries';
import './cart/cart.mutations';
import './checkout/checkout.type';
import './checkout/checkout.queries';
import './checkout/checkout.mutations';
import './checkout/order-draft';
import './checkout/order-disabled.queries';
import './buyers/buyer.mutations';
import './orders/orders.mutations';
import './orders/order.queries';
import './orders/order-actions.mutations';
import './orders/order-reorder.mutations';
import './orders/fulfillment-note.queries';
import './orders/order-items.mutations';
import './supply/supply.type';
import './supply/supply.queries';
import './supply/supply.mutations';
import './notifications/notifications.queries';
import './notifications/notifications.mutations';

/**
 * Every operation is served only with its rule from authorization.ts; then (inside it, so after "who may call")
 * every argument's text is checked once for what the database cannot store (text-arguments.ts).
 */
export const schema = applyAuthorization(applyTextValidation(builder.toSchema({ sortSchema: true })));
