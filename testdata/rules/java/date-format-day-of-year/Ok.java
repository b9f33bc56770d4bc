import java.time.format.DateTimeFormatter;

class Ok {
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd");
    static final DateTimeFormatter ORDINAL = DateTimeFormatter.ofPattern("yyyy-DDD");
}
