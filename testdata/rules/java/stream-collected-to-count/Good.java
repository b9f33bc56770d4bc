import java.util.List;
import java.util.stream.Collectors;

class Stats {
    long active(List<User> users) {
        return users.stream().filter(User::isActive).count();
    }

    boolean noAdmins(List<User> users) {
        return users.stream().noneMatch(u -> u.hasRole("ADMIN"));
    }

    int distinctNames(List<User> users) {
        // a Set's size is the number of distinct names, not the element count
        return users.stream().map(User::getName).collect(Collectors.toSet()).size();
    }

    List<User> admins(List<User> users) {
        List<User> admins = users.stream().filter(u -> u.hasRole("ADMIN")).collect(Collectors.toList());
        System.out.println(admins.size());
        return admins;
    }

    int pageSize(Page<User> page) {
        return page.getContent().size();
    }
}
