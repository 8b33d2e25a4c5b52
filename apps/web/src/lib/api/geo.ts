import { operation } from './graphql';

/** The store dialog's lookups and mutations (issue 15: geo and buyers). */
export const GeoProvincesQuery = /* @__PURE__ */ operation(`
  query GeoProvinces($regions: [Region!]) {
    provinceSearch(regions: $regions, size: 100) { data { code fullName fullNameEn } }
  }
`);

export const GeoDistrictsQuery = /* @__PURE__ */ operation(`
  query GeoDistricts($provinceCodes: [String!]!) {
    districtSearch(provinceCodes: $provinceCodes, size: 100) { data { code fullName fullNameEn } }
  }
`);

export const GeoWardsQuery = /* @__PURE__ */ operation(`
  query GeoWards($districtCodes: [String!]) {
    wardSearch(districtCodes: $districtCodes, size: 100) { data { code fullName fullNameEn } }
  }
`);

export const StoreDialogCurrentStoreQuery = /* @__PURE__ */ operation(`
  query StoreDialogCurrentStore {
    currentStore { id name telephone provinceId districtId wardId geoLat geoLon addressNote isForceUpdate
      location { address } }
  }
`);

export const StoreDialogDuplicateMutation = /* @__PURE__ */ operation(`
  mutation StoreDialogDuplicate($input: StoreInput!) {
    checkStoreIsDuplicate(input: $input) { success isDuplicate userErrors { field message code } }
  }
`);

export const StoreDialogCreateMutation = /* @__PURE__ */ operation(`
  mutation StoreDialogCreate($input: StoreInput!) {
    storeCreate(input: $input) { success userErrors { field message code } store { id name status } }
  }
`);

export const StoreDialogUpdateMutation = /* @__PURE__ */ operation(`
  mutation StoreDialogUpdate($input: StoreUpdateInput!) {
    storeUpdate(input: $input) { success userErrors { field message code } store { id } }
  }
`);

/** The map (issue 15 point 4): which map there is, address suggestions and a chosen suggestion's place. */
/** The address the company registered at sign-up, matched to the form's units, for "use the registered address". */
export const StoreDialogRegisteredAddressQuery = /* @__PURE__ */ operation(`
  query StoreDialogRegisteredAddress {
    buyer { id registeredStoreAddress { text provinceCode districtCode wardCode addressDetail } }
  }
`);

export const StoreDialogMapProviderQuery = /* @__PURE__ */ operation(`
  query StoreDialogMapProvider {
    mapProvider { kind }
  }
`);

export const StoreDialogMapAutocompleteQuery = /* @__PURE__ */ operation(`
  query StoreDialogMapAutocomplete($input: String!) {
    mapAutocomplete(input: $input) {
      suggestions { placeId name address description }
      warning { code message }
    }
  }
`);

export const StoreDialogMapPlaceQuery = /* @__PURE__ */ operation(`
  query StoreDialogMapPlace($placeId: String!) {
    mapPlace(placeId: $placeId) {
      place { placeId name formattedAddress lat lng plusCode provinceCode districtCode wardCode addressDetail
        region inRegion }
      warning { code message }
    }
  }
`);
