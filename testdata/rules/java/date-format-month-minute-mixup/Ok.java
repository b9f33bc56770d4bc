import java.text.SimpleDateFormat;
import java.time.format.DateTimeFormatter;

class Ok {
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    final SimpleDateFormat day = new SimpleDateFormat("dd/MM/yyyy");
}
