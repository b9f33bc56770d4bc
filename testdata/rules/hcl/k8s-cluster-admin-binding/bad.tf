resource "kubernetes_cluster_role_binding_v1" "ci_deployer" { # want "hcl/k8s-cluster-admin-binding: kubernetes_cluster_role_binding_v1 binds cluster-admin"
  metadata {
    name = "ci-deployer"
  }

  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = "cluster-admin"
  }

  subject {
    kind      = "ServiceAccount"
    name      = "default"
    namespace = "ci"
  }
}
