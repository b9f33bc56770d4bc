resource "google_container_node_pool" "default" {
  name    = "default"
  cluster = google_container_cluster.main.id
  management {
    auto_repair  = true
    auto_upgrade = true
  }
}
