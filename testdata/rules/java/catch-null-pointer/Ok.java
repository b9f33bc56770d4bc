import java.util.Optional;

class Users {
    String nameOf(User u) {
        return Optional.ofNullable(u).map(User::getProfile).map(Profile::getName).orElse("unknown");
    }
    int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
