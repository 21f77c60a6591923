import {
  BillingInfoResponse,
  ChangeIntervalRequest,
  CheckoutRequest,
  CheckoutResponse,
  FileAnswer,
  InvoiceFileRequest,
  PayAndSubscribeRequest,
  PaymentConfigResponse,
  PlansResponse,
  PricingResponse,
  SetBillingInfoRequest,
  SetBillingInfoResponse,
  SubscribeRequest,
  SubscriptionDetails,
  TransactionsResponse,
  UpdateShippingRequest,
  UpdateShippingResponse,
  UpgradeMembershipRequest,
  UpgradeMembershipResponse,
} from './billing/billing.ts';
import {
  CancelDonationRequest,
  DonationRequest,
  DonationResponse,
  GivingOptionsResponse,
  MyDonationsResponse,
} from './giving/donations.ts';
import {
  CardDesign,
  CardOrderActionRequest,
  CardOrderCheckoutRequest,
  CardOrderIdQuery,
  CardOrderProofRequest,
  CardOrderQuote,
  CardOrderQuoteRequest,
  CardOrderResponse,
  CardOrdersResponse,
  CreateCardOrderRequest,
  RemoveCardLogoRequest,
  UploadCardLogoRequest,
} from './cardOrders/cardOrders.ts';
import { CardResultsQuery, CardResultsResponse } from './results/results.ts';
import {
  DecideTestimonialRequest,
  TestimonialDecisionResponse,
  TestimonialsRequest,
  TestimonialsResponse,
} from './testimonials/testimonials.ts';
import { endpoint } from './endpoint.ts';
import {
  StoreCatalogueResponse,
  StoreCheckoutRequest,
  StoreCheckoutResponse,
  StoreDownloadLink,
  StoreDownloadLinkRequest,
  StoreDownloadRequest,
  StoreItem,
  StoreOrdersResponse,
  StoreProductRequest,
  StoreProductsRequest,
  StoreProductsResponse,
  StoreQuote,
  StoreQuoteRequest,
  StoreSpecialOffersResponse,
} from './store/store.ts';
import { sessionCalls } from './sessionCalls.ts';
import { ChurchFinderRequest, ChurchFinderResponse } from './connections/churches.ts';
import {
  ChurchConnectionsRequest,
  ChurchConnectionsResponse,
  CreateChurchConnectionRequest,
  DecideChurchConnectionRequest,
  DecideChurchConnectionResponse,
  DestroyChurchConnectionRequest,
  ModeratedChurchesResponse,
  MyChurchConnectionsResponse,
} from './connections/connections.ts';
import { CareUserResponse, CreateCareUserRequest, EditCareRequest } from './care/care.ts';
import {
  ChurchProfile,
  EditProfileRequest,
  UploadChurchPictureRequest,
} from './church/churchProfile.ts';
import { HealthResponse } from './common.ts';
import {
  MessageDetail,
  MessageRequest,
  MessagesRequest,
  MessagesResponse,
  ReadMessageRequest,
  ReplyMessageRequest,
} from './messages/messages.ts';
import {
  DeleteLocationRequest,
  GeocodeRequest,
  GeocodeResponse,
  LocationInput,
  LocationsResponse,
  UpdateLocationRequest,
} from './campuses/locations.ts';
import {
  AcceptChurchInviteRequest,
  AcceptChurchInviteResponse,
  ChurchModeratorsRequest,
  ChurchModeratorsResponse,
  InviteModeratorRequest,
  ModeratorInvitationResponse,
  RemoveChurchModeratorRequest,
} from './moderators/moderators.ts';
import {
  ApproveVideoRequest,
  BlockVideoRequest,
  JesusStoriesRequest,
  JesusStoriesResponse,
  VideoDecisionResponse,
  VideoReviewRequest,
  VideoReviewResponse,
} from './videos/videoReview.ts';
import {
  CheckVideoSlugRequest,
  CheckVideoSlugResponse,
  ConnectVideoChurchRequest,
  MyVideo,
  SaveVideoRequest,
  VideoIdRequest,
  VideoQuery,
} from './videos/videos.ts';

/**
 * The calls of the spec (section 7) and sign-in, the session's calls first (`sessionCalls`): what
 * the signed-in pages' queries and mutations call. It holds no admin resources (see `endpoints`).
 */
export const calls = {
  ...sessionCalls,
  health: endpoint<never, HealthResponse>('GET', '/health', null, HealthResponse),

  careUser: endpoint<never, CareUserResponse>('GET', '/care_user', null, CareUserResponse),
  createCareUser: endpoint('POST', '/care_user', CreateCareUserRequest, CareUserResponse),
  editCare: endpoint('POST', '/edit_care', EditCareRequest, CareUserResponse),

  churchProfile: endpoint<never, ChurchProfile>('GET', '/church_profile', null, ChurchProfile),
  editProfile: endpoint('POST', '/edit_profile', EditProfileRequest, ChurchProfile),
  uploadChurchPicture: endpoint(
    'POST',
    '/upload_church_picture',
    UploadChurchPictureRequest,
    ChurchProfile,
    'multipart',
  ),

  checkVideoSlug: endpoint(
    'GET',
    '/check_video_slug',
    CheckVideoSlugRequest,
    CheckVideoSlugResponse,
  ),
  saveVideo: endpoint('POST', '/save_video', SaveVideoRequest, MyVideo),
  connectVideoChurch: endpoint('POST', '/connect_video_church', ConnectVideoChurchRequest, MyVideo),
  retryVideoProcessing: endpoint('POST', '/retry_video_processing', VideoIdRequest, MyVideo),
  myVideo: endpoint('GET', '/my_video', VideoQuery, MyVideo),

  messages: endpoint('GET', '/messages', MessagesRequest, MessagesResponse),
  message: endpoint('GET', '/messages/:id', MessageRequest, MessageDetail),
  readMessage: endpoint('POST', '/read_message', ReadMessageRequest, MessageDetail),
  replyMessage: endpoint('POST', '/reply_message', ReplyMessageRequest, MessageDetail),

  locations: endpoint<never, LocationsResponse>('GET', '/locations', null, LocationsResponse),
  createLocation: endpoint('POST', '/create_location', LocationInput, LocationsResponse),
  updateLocation: endpoint('POST', '/update_location', UpdateLocationRequest, LocationsResponse),
  deleteLocation: endpoint('POST', '/delete_location', DeleteLocationRequest, LocationsResponse),
  geocode: endpoint('GET', '/geocode', GeocodeRequest, GeocodeResponse),
  churchFinder: endpoint('GET', '/church_finder', ChurchFinderRequest, ChurchFinderResponse),

  myChurchConnections: endpoint<never, MyChurchConnectionsResponse>(
    'GET',
    '/my_church_connections',
    null,
    MyChurchConnectionsResponse,
  ),
  createChurchConnection: endpoint(
    'POST',
    '/create_church_connection',
    CreateChurchConnectionRequest,
    MyChurchConnectionsResponse,
  ),
  destroyChurchConnection: endpoint(
    'POST',
    '/destroy_church_connection',
    DestroyChurchConnectionRequest,
    MyChurchConnectionsResponse,
  ),
  getChurchConnections: endpoint(
    'GET',
    '/get_church_connections',
    ChurchConnectionsRequest,
    ChurchConnectionsResponse,
  ),
  getReviewChurchConnections: endpoint(
    'GET',
    '/get_review_church_connections',
    ChurchConnectionsRequest,
    ChurchConnectionsResponse,
  ),
  moderatedChurches: endpoint<never, ModeratedChurchesResponse>(
    'GET',
    '/moderated_churches',
    null,
    ModeratedChurchesResponse,
  ),
  decideChurchConnection: endpoint(
    'POST',
    '/decide_church_connection',
    DecideChurchConnectionRequest,
    DecideChurchConnectionResponse,
  ),

  churchModerators: endpoint(
    'GET',
    '/church_moderators',
    ChurchModeratorsRequest,
    ChurchModeratorsResponse,
  ),
  inviteModerator: endpoint(
    'POST',
    '/invite_moderator',
    InviteModeratorRequest,
    ChurchModeratorsResponse,
  ),
  removeChurchModerator: endpoint(
    'POST',
    '/remove_church_moderator',
    RemoveChurchModeratorRequest,
    ChurchModeratorsResponse,
  ),
  moderatorInvitation: endpoint<never, ModeratorInvitationResponse>(
    'GET',
    '/moderator_invitation',
    null,
    ModeratorInvitationResponse,
  ),
  acceptChurchInvite: endpoint(
    'POST',
    '/accept_church_invite',
    AcceptChurchInviteRequest,
    AcceptChurchInviteResponse,
  ),

  videoReview: endpoint('GET', '/video_review', VideoReviewRequest, VideoReviewResponse),
  approveVideo: endpoint('POST', '/approve_video', ApproveVideoRequest, VideoDecisionResponse),
  blockVideo: endpoint('POST', '/block_video', BlockVideoRequest, VideoDecisionResponse),
  jesusStories: endpoint('GET', '/jesus_stories', JesusStoriesRequest, JesusStoriesResponse),

  // Billing (contract/billing.ts). Plans, pricing, the payment config and checkout are public.
  paymentPlans: endpoint<never, PlansResponse>('GET', '/payment/plans', null, PlansResponse),
  paymentPricing: endpoint<never, PricingResponse>(
    'GET',
    '/payment/pricing',
    null,
    PricingResponse,
  ),
  paymentConfig: endpoint<never, PaymentConfigResponse>(
    'GET',
    '/payment/config',
    null,
    PaymentConfigResponse,
  ),
  checkout: endpoint('POST', '/checkout', CheckoutRequest, CheckoutResponse),
  subscribe: endpoint('POST', '/payment/subscribe', SubscribeRequest, SubscriptionDetails),
  payAndSubscribe: endpoint(
    'POST',
    '/payment/pay_and_subscribe',
    PayAndSubscribeRequest,
    SubscriptionDetails,
  ),
  subscriptionDetails: endpoint<never, SubscriptionDetails>(
    'GET',
    '/subscription_details',
    null,
    SubscriptionDetails,
  ),
  changeInterval: endpoint(
    'POST',
    '/subscription/change_interval',
    ChangeIntervalRequest,
    SubscriptionDetails,
  ),
  paymentTransactions: endpoint<never, TransactionsResponse>(
    'GET',
    '/payment/transactions',
    null,
    TransactionsResponse,
  ),
  /** A PDF: the app fetches it with the API client's `download`, not `call`. */
  paymentInvoice: endpoint('GET', '/payment/invoice', InvoiceFileRequest, FileAnswer),
  getBillingInfo: endpoint<never, BillingInfoResponse>(
    'GET',
    '/payment/get_billing_info',
    null,
    BillingInfoResponse,
  ),
  setBillingInfo: endpoint(
    'POST',
    '/payment/set_billing_info',
    SetBillingInfoRequest,
    SetBillingInfoResponse,
  ),
  creditcardReset: endpoint(
    'POST',
    '/creditcard_reset',
    SetBillingInfoRequest,
    SetBillingInfoResponse,
  ),
  upgradeMembership: endpoint(
    'POST',
    '/users/upgrade_membership',
    UpgradeMembershipRequest,
    UpgradeMembershipResponse,
  ),
  updateShipping: endpoint(
    'POST',
    '/users/update_shipping',
    UpdateShippingRequest,
    UpdateShippingResponse,
  ),
  // Gifts (contract/donations.ts). The options and giving itself are public.
  givingOptions: endpoint<never, GivingOptionsResponse>(
    'GET',
    '/donations/options',
    null,
    GivingOptionsResponse,
  ),
  donate: endpoint('POST', '/donations', DonationRequest, DonationResponse),
  myDonations: endpoint<never, MyDonationsResponse>(
    'GET',
    '/my_donations',
    null,
    MyDonationsResponse,
  ),
  cancelDonation: endpoint('POST', '/donations/cancel', CancelDonationRequest, DonationResponse),
  // Results of the cards (contract/results.ts): the funnel per batch, campus and days.
  cardResults: endpoint('GET', '/results/cards', CardResultsQuery, CardResultsResponse),
  // Testimonials (contract/testimonials.ts, decision 054): the moderators of a church decide.
  testimonials: endpoint('GET', '/testimonials', TestimonialsRequest, TestimonialsResponse),
  approveTestimonial: endpoint(
    'POST',
    '/approve_testimonial',
    DecideTestimonialRequest,
    TestimonialDecisionResponse,
  ),
  rejectTestimonial: endpoint(
    'POST',
    '/reject_testimonial',
    DecideTestimonialRequest,
    TestimonialDecisionResponse,
  ),
  // Invitation cards (contract/cardOrders.ts): churches' paying roles and individuals.
  cardOrders: endpoint<never, CardOrdersResponse>('GET', '/card_orders', null, CardOrdersResponse),
  cardOrder: endpoint('GET', '/card_orders/order', CardOrderIdQuery, CardOrderResponse),
  cardOrderQuote: endpoint('GET', '/card_orders/quote', CardOrderQuoteRequest, CardOrderQuote),
  cardDesign: endpoint<never, CardDesign>('GET', '/card_orders/design', null, CardDesign),
  uploadCardLogo: endpoint(
    'POST',
    '/card_orders/logo',
    UploadCardLogoRequest,
    CardDesign,
    'multipart',
  ),
  removeCardLogo: endpoint('POST', '/card_orders/remove_logo', RemoveCardLogoRequest, CardDesign),
  createCardOrder: endpoint('POST', '/card_orders', CreateCardOrderRequest, CardOrderResponse),
  cardOrderCheckout: endpoint(
    'POST',
    '/card_orders/checkout',
    CardOrderCheckoutRequest,
    CardOrderResponse,
  ),
  /** A PDF: the app fetches it with the API client's `download`, not `call`. */
  cardOrderProof: endpoint('GET', '/card_orders/proof', CardOrderProofRequest, FileAnswer),
  approveCardOrder: endpoint(
    'POST',
    '/card_orders/approve',
    CardOrderActionRequest,
    CardOrderResponse,
  ),
  cancelCardOrder: endpoint(
    'POST',
    '/card_orders/cancel',
    CardOrderActionRequest,
    CardOrderResponse,
  ),
  // The store (contract/store.ts, decision 050). The download is public: its signed link is the key.
  storeCatalogue: endpoint<never, StoreCatalogueResponse>(
    'GET',
    '/store/catalogue',
    null,
    StoreCatalogueResponse,
  ),
  storeProducts: endpoint('GET', '/store/products', StoreProductsRequest, StoreProductsResponse),
  storeProduct: endpoint('GET', '/store/product', StoreProductRequest, StoreItem),
  storeSpecialOffers: endpoint<never, StoreSpecialOffersResponse>(
    'GET',
    '/store/special_offers',
    null,
    StoreSpecialOffersResponse,
  ),
  storeQuote: endpoint('POST', '/store/quote', StoreQuoteRequest, StoreQuote),
  storeCheckout: endpoint('POST', '/store/checkout', StoreCheckoutRequest, StoreCheckoutResponse),
  storeOrders: endpoint<never, StoreOrdersResponse>(
    'GET',
    '/store/orders',
    null,
    StoreOrdersResponse,
  ),
  storeDownloadLink: endpoint(
    'POST',
    '/store/download_link',
    StoreDownloadLinkRequest,
    StoreDownloadLink,
  ),
  /** The file itself: a link the browser follows, not a call of the API client. */
  storeDownload: endpoint('GET', '/store/download', StoreDownloadRequest, FileAnswer),
};
