import com.fasterxml.jackson.databind.ObjectMapper;
import javax.jms.JMSException;
import javax.jms.Message;
import javax.jms.MessageListener;
import javax.jms.TextMessage;
import java.util.concurrent.atomic.AtomicReference;

public class OrderListener implements MessageListener {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public void onMessage(Message m) {
        try {
            if (m instanceof TextMessage tm) {
                process(mapper.readValue(tm.getText(), Order.class));
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    Object current(AtomicReference<Object> ref) {
        return ref.get();
    }

    void process(Order order) {
    }
}
