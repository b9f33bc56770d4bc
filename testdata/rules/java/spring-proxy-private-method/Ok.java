import org.springframework.scheduling.annotation.Async;
import org.springframework.transaction.annotation.Transactional;

class OrderService {
    @Transactional(readOnly = false)
    public void save(Order o) {
        repo.save(o);
    }
    @Async
    public void notify(Order o) {
        mail.send(o);
    }
    private void helper() {}
}
