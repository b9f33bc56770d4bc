resource "aws_msk_cluster" "events" { # want "hcl/msk-public-access"
  cluster_name  = "events"
  kafka_version = "3.5.1"
  broker_node_group_info {
    instance_type = "kafka.m5.large"
    connectivity_info {
      public_access {
        type = "SERVICE_PROVIDED_EIPS"
      }
    }
  }
}
