variable "health_check_type" {
  type    = string
  default = "ELB"
}

resource "aws_autoscaling_group" "web" {
  name                      = "web"
  min_size                  = 2
  max_size                  = 6
  vpc_zone_identifier       = var.private_subnet_ids
  target_group_arns         = [aws_lb_target_group.web.arn]
  health_check_type         = "ELB"
  health_check_grace_period = 300

  launch_template {
    id      = aws_launch_template.web.id
    version = "$Latest"
  }
}

resource "aws_autoscaling_group" "api" {
  name                = "api"
  min_size            = 2
  max_size            = 4
  vpc_zone_identifier = var.private_subnet_ids
  target_group_arns   = [aws_lb_target_group.api.arn]
  health_check_type   = var.health_check_type

  launch_template {
    id      = aws_launch_template.api.id
    version = "$Latest"
  }
}

# Workers that no load balancer serves: the EC2 status checks are the right ones.
resource "aws_autoscaling_group" "workers" {
  name                = "workers"
  min_size            = 1
  max_size            = 10
  vpc_zone_identifier = var.private_subnet_ids

  launch_template {
    id      = aws_launch_template.workers.id
    version = "$Latest"
  }
}
