resource "aws_ecs_cluster" "main" {
  name = "main"
  setting {
    name  = "containerInsights"
    value = "enhanced"
  }
}

resource "aws_ecs_cluster" "jobs" {
  name = "jobs"
  dynamic "setting" {
    for_each = var.cluster_settings
    content {
      name  = setting.key
      value = setting.value
    }
  }
}
