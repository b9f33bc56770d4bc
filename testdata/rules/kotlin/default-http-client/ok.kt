import org.apache.http.impl.client.HttpClients

fun client() = HttpClients.createDefault()
