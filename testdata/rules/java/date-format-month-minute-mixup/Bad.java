import java.text.SimpleDateFormat;
import java.time.format.DateTimeFormatter;

class Bad {
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:MM"); // want "java/date-format-month-minute-mixup"
    final SimpleDateFormat day = new SimpleDateFormat("dd/mm/yyyy"); // want "java/date-format-month-minute-mixup"
}
