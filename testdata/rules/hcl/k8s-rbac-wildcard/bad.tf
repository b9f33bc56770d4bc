resource "kubernetes_cluster_role" "ops" { # want "hcl/k8s-rbac-wildcard"
  metadata {
    name = "ops"
  }
  rule {
    api_groups = [""]
    resources  = ["*"]
    verbs      = ["get", "list"]
  }
}

resource "kubernetes_role_v1" "deployer" { # want "hcl/k8s-rbac-wildcard"
  metadata {
    name      = "deployer"
    namespace = "apps"
  }
  rule {
    api_groups = ["apps"]
    resources  = ["deployments"]
    verbs      = ["*"]
  }
}
