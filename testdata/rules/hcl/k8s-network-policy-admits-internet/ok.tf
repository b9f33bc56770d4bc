resource "kubernetes_network_policy_v1" "api" {
  metadata {
    name      = "api"
    namespace = "prod"
  }
  spec {
    pod_selector {
      match_labels = {
        app = "api"
      }
    }
    ingress {
      from {
        ip_block {
          cidr = "10.0.0.0/8"
        }
      }
      from {
        namespace_selector {
          match_labels = {
            name = "ingress"
          }
        }
      }
    }
    egress {
      to {
        ip_block {
          cidr = "0.0.0.0/0"
        }
      }
    }
    policy_types = ["Ingress", "Egress"]
  }
}
