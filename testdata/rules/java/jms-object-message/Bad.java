import javax.jms.Message;
import javax.jms.MessageListener;
import javax.jms.ObjectMessage;

class Orders implements MessageListener {
  public void onMessage(Message message) {
    try {
      Object o = ((ObjectMessage) message).getObject(); // want "java/jms-object-message"
      ObjectMessage msg = (ObjectMessage) message;
      Order order = (Order) msg.getObject(); // want "java/jms-object-message"
    } catch (Exception e) {
      throw new RuntimeException(e);
    }
  }
}
