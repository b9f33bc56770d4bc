@Service
class OrderService {
    @Autowired
    lateinit var repo: OrderRepository // want "kotlin/spring-field-injection"
}
