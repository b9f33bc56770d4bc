@Service
class OrderService {
  @Autowired
  private OrderRepository repo; // want "java/spring-field-injection"
}
