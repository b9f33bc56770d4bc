resource "kubernetes_network_policy_v1" "api" { # want "hcl/k8s-network-policy-admits-internet"
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
          cidr = "0.0.0.0/0"
        }
      }
    }
    policy_types = ["Ingress"]
  }
}
