// Stands in for @module-federation/error-codes' desc module (see federationErrorDescriptionsOut).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
