resource "google_container_node_pool" "general" { # want "hcl/gke-kubelet-readonly-port"
  name       = "general"
  cluster    = google_container_cluster.primary.id
  node_count = 3

  node_config {
    machine_type    = "e2-standard-4"
    service_account = google_service_account.nodes.email

    kubelet_config {
      cpu_manager_policy                     = "none"
      insecure_kubelet_readonly_port_enabled = "TRUE"
    }
  }
}

resource "google_container_cluster" "autopilot" { # want "hcl/gke-kubelet-readonly-port"
  name             = "autopilot"
  location         = "europe-west1"
  enable_autopilot = true

  node_pool_auto_config {
    node_kubelet_config {
      insecure_kubelet_readonly_port_enabled = "TRUE"
    }
  }
}
