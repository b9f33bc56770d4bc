resource "google_container_node_pool" "default" { # want "hcl/gke-node-auto-repair-upgrade-off" "hcl/gke-node-auto-repair-upgrade-off"
  name    = "default"
  cluster = google_container_cluster.main.id
  management {
    auto_repair  = false
    auto_upgrade = false
  }
}
