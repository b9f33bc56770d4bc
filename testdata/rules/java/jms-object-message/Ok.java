import javax.jms.Message;
import javax.jms.MessageListener;
import javax.jms.TextMessage;

class Orders implements MessageListener {
  public void onMessage(Message message) {
    try {
      String body = ((TextMessage) message).getText();
      Object v = resultSet.getObject(1);
    } catch (Exception e) {
      throw new RuntimeException(e);
    }
  }
}
