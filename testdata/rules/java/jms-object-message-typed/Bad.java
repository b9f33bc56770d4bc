import javax.jms.JMSException;
import javax.jms.Message;
import javax.jms.MessageListener;
import javax.jms.ObjectMessage;

public class OrderListener implements MessageListener {
    @Override
    public void onMessage(Message m) {
        try {
            if (m instanceof ObjectMessage om) {
                Order order = (Order) om.getObject(); // want "java/jms-object-message-typed"
                process(order);
            }
        } catch (JMSException e) {
            throw new IllegalStateException(e);
        }
    }

    void handle(ObjectMessage in) throws JMSException {
        process((Order) in.getObject()); // want "java/jms-object-message-typed"
    }

    void process(Order order) {
    }
}
