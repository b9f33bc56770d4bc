import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.format.DateTimeFormatter;
import java.util.List;

class Ok {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd");

    void export(List<Order> orders) throws Exception {
        for (Order o : orders) {
            send(MAPPER.writeValueAsString(o), o.date().format(DAY));
        }
    }

    void send(String body, String day) {}
}
