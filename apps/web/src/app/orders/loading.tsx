import { OrdersLoading } from '@/components/orders/orders-loading';

export default OrdersLoading;
