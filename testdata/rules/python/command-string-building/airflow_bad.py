from airflow.operators.bash import BashOperator


def make_task(dag, table):
    return BashOperator(task_id="dump", bash_command=f"pg_dump -t {table} db > /tmp/out.sql", dag=dag)  # want "python/command-string-building"
