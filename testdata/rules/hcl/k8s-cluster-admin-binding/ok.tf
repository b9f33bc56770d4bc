resource "kubernetes_cluster_role_v1" "deployer" {
  metadata {
    name = "deployer"
  }

  rule {
    api_groups = ["apps"]
    resources  = ["deployments"]
    verbs      = ["get", "list", "patch", "update"]
  }
}

resource "kubernetes_role_binding_v1" "ci_deployer" {
  metadata {
    name      = "ci-deployer"
    namespace = "shop"
  }

  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = kubernetes_cluster_role_v1.deployer.metadata[0].name
  }

  subject {
    kind      = "ServiceAccount"
    name      = "ci-deployer"
    namespace = "ci"
  }
}

# the built-in view role is read-only
resource "kubernetes_cluster_role_binding_v1" "auditors" {
  metadata {
    name = "auditors"
  }

  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = "view"
  }

  subject {
    kind      = "Group"
    name      = "auditors"
    api_group = "rbac.authorization.k8s.io"
  }
}
