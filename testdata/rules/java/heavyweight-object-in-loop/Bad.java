import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.format.DateTimeFormatter;
import java.util.List;

class Bad {
    void export(List<Order> orders) throws Exception {
        for (Order o : orders) {
            ObjectMapper mapper = new ObjectMapper(); // want "java/heavyweight-object-in-loop"
            String day = o.date().format(DateTimeFormatter.ofPattern("yyyy-MM-dd")); // want "java/heavyweight-object-in-loop"
            send(mapper.writeValueAsString(o), day);
        }
    }

    void send(String body, String day) {}
}
