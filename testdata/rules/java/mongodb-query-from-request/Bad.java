package com.example.users;

import com.mongodb.BasicDBObject;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UserSearch {
    private MongoTemplate mongo;
    private MongoCollection<Document> users;

    @GetMapping("/users/search")
    public Object search(@RequestParam("filter") String filter) {
        return mongo.find(new BasicQuery(filter), User.class); // want "java/mongodb-query-from-request"
    }

    @GetMapping("/users/raw")
    public Object raw(@RequestParam("q") String q) {
        return users.find(Document.parse(q)).first(); // want "java/mongodb-query-from-request"
    }

    @GetMapping("/users/by-name")
    public Object byName(@RequestParam("name") String name) {
        String js = "this.name == '" + name + "'";
        return users.find(new BasicDBObject("$where", js)).first(); // want "java/mongodb-query-from-request"
    }

    @GetMapping("/users/older")
    public Object older(@RequestParam("age") String age) {
        return users.find(Filters.where("this.age > " + age)).first(); // want "java/mongodb-query-from-request"
    }

    static class User {}
}
