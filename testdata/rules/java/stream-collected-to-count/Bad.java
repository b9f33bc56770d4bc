import java.util.List;
import java.util.stream.Collectors;
import static java.util.stream.Collectors.toList;

class Stats {
    int active(List<User> users) {
        return users.stream().filter(User::isActive).collect(Collectors.toList()).size(); // want "java/stream-collected-to-count"
    }

    boolean noAdmins(List<User> users) {
        return users.stream().filter(u -> u.hasRole("ADMIN")).collect(toList()).isEmpty(); // want "java/stream-collected-to-count"
    }

    int names(List<User> users) {
        return users.stream().map(User::getName).toList().size(); // want "java/stream-collected-to-count"
    }
}
