import { operation } from './graphql';

/** The store's messages (/notifications) and their read state (spec/trading.md §7). */
export const NotificationMessagesQuery = /* @__PURE__ */ operation(`
  query NotificationMessages($storeId: ID!, $page: Int, $size: Int) {
    notificationMessages(storeId: $storeId, page: $page, size: $size) {
      totalPage
      totalResults
      hasUnreadNotification
      data {
        id
        messageType
        readStatus
        title
        content
        orderId
        createdAt
        data { orderCode toStatus }
      }
    }
  }
`);

export const NotificationMarkReadMutation = /* @__PURE__ */ operation(`
  mutation NotificationMarkRead($messageId: ID!, $readStatus: NotificationReadStatus) {
    notificationMarkRead(messageId: $messageId, readStatus: $readStatus) {
      success
      messageId
      userErrors { field message code }
    }
  }
`);
