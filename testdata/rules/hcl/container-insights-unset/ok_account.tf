resource "aws_ecs_account_setting_default" "insights" {
  name  = "containerInsights"
  value = "enabled"
}

resource "aws_ecs_cluster" "main" {
  name = "main"
}
