import java.text.SimpleDateFormat;
import java.time.format.DateTimeFormatter;

class Bad {
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("YYYY-MM-dd"); // want "java/date-format-week-year"

    String stamp(java.util.Date d) {
        return new SimpleDateFormat("dd/MM/YYYY HH:mm").format(d); // want "java/date-format-week-year"
    }
}
