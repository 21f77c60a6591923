export * from './ShippingAddressFields';
