from airflow.operators.bash import BashOperator


def make_task(dag):
    return BashOperator(task_id="dump", bash_command="pg_dump -t \"$TABLE\" db > /tmp/out.sql", env={"TABLE": "{{ params.table }}"}, dag=dag)
