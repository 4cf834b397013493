/**
 * What other features and the dashboards use of the orders domain (its public file, issue 28):
 * an order's timeline (the admin's order history shows it too).
 */
export { OrderTimeline } from './components/order-lifecycle/order-timeline.tsx';
