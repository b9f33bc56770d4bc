package com.example.orders;

import java.util.ArrayList;
import java.util.List;

@Service
public class OrderReportService {
    private final OrderRepository orderRepository;
    private final CustomerRepository customerRepository;
    private final JdbcTemplate jdbcTemplate;
    private final InvoiceDao invoiceDao;

    public List<OrderReport> report(List<Order> orders) {
        List<OrderReport> out = new ArrayList<>();
        for (Order order : orders) {
            Customer c = customerRepository.findById(order.getCustomerId()).orElseThrow(); // want "java/repository-query-in-loop"
            long lines = this.orderRepository.countByOrderId(order.getId()); // want "java/repository-query-in-loop"
            Invoice inv = invoiceDao.findInvoice(order.getId()); // want "java/repository-query-in-loop"
            SkuStock stock = skuStockMapper.selectByPrimaryKey(order.getSkuId()); // want "java/repository-query-in-loop"
            out.add(new OrderReport(order, c, lines, inv));
        }
        return out;
    }

    public List<String> names(List<Long> ids) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            names.add(jdbcTemplate.queryForObject("select name from customer where id = ?", String.class, ids.get(i))); // want "java/repository-query-in-loop"
        }
        return names;
    }
}
