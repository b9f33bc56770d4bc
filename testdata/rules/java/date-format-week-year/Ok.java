import java.text.SimpleDateFormat;
import java.time.format.DateTimeFormatter;

class Ok {
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd");
    static final DateTimeFormatter WEEK = DateTimeFormatter.ofPattern("YYYY-'W'ww");

    String stamp(java.util.Date d) {
        return new SimpleDateFormat("dd/MM/yyyy HH:mm").format(d);
    }
}
