import org.springframework.scheduling.annotation.Async;
import org.springframework.transaction.annotation.Transactional;

class OrderService {
    @Transactional
    private void save(Order o) { // want "java/spring-proxy-private-method"
        repo.save(o);
    }
    @Async
    private void notify(Order o) { // want "java/spring-proxy-private-method"
        mail.send(o);
    }
}
