<?php
function byEmail(EntityManagerInterface $em, string $email)
{
    return $em->createQueryBuilder()->select('u')->from(User::class, 'u')
        ->where('u.email = :email')->setParameter('email', $email)
        ->getQuery()->getResult();
}

function recent($query, $days)
{
    return $query->where('created_at', '>', now()->subDays($days))->where('p.id > ' . intval($days));
}

function eloquent($id)
{
    $users = User::whereRaw('id = ?', [$id])->get();
    return User::where('id', $id)->orderBy('created_at', 'desc')->get();
}

function search(QueryBuilder $qb, array $terms)
{
    // one named parameter per term: the variable only numbers the parameter's name, and Doctrine rejects
    // a bound name the query does not define
    foreach ($terms as $key => $term) {
        $qb->orWhere('p.title LIKE :t_'.$key)->setParameter('t_'.$key, '%'.$term.'%');
    }
    return $qb->getQuery()->getResult();
}
