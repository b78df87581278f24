/** The tag ids the tracking test build is made with (valid formats, owned by nobody). */
export const TEST_IDS = {
  GTAG_ANALYTICS_ID: 'G-E2ETEST01',
  GTAG_ADS_ID: 'AW-100000001',
  GTAG_ADS_CONVERSION_LABEL: 'E2eLabel01',
  LINKEDIN_PARTNER_ID: '7654321',
  META_PIXEL_ID: '100000000000001',
} as const;
