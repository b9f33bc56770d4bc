<?php
function byEmail(EntityManagerInterface $em, string $email)
{
    return $em->createQueryBuilder()->select('u')->from(User::class, 'u')
        ->where("u.email = '" . $email . "'") // want "php/dql-string-building"
        ->getQuery()->getResult();
}

function sorted($qb, $column)
{
    return $qb->orderBy("p.$column ASC"); // want "php/dql-string-building"
}

function eloquent($id, $sort)
{
    $users = User::whereRaw("id = " . $id)->get(); // want "php/dql-string-building"
    return Post::orderByRaw("$sort DESC")->get(); // want "php/dql-string-building"
}

function filter(QueryBuilder $qb, array $filters)
{
    foreach ($filters as $field => $value) {
        $qb->andWhere('p.'.$field.' = :v_'.$field)->setParameter('v_'.$field, $value); // want "php/dql-string-building"
    }
    return $qb;
}

function sortBy(QueryBuilder $qb, string $column, string $dir)
{
    return $qb->andWhere('p.status = '.$dir)->setParameter('s_'.$dir, 'published'); // want "php/dql-string-building"
}
