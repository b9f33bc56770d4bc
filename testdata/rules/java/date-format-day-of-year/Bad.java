import java.time.format.DateTimeFormatter;

class Bad {
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-DD"); // want "java/date-format-day-of-year"
}
