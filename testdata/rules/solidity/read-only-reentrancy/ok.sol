pragma solidity 0.8.24;

contract LpOracle {
    ICurvePool public pool;

    function lpPrice() external returns (uint256) {
        pool.withdraw_admin_fees();
        return pool.get_virtual_price();
    }
}
