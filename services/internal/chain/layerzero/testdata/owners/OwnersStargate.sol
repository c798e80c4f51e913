// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TaxiCodec} from "@stargatefinance/stg-evm-v2/src/libs/TaxiCodec.sol";

/// @notice OwnersStargate exposes, unchanged, Stargate V2's own taxi message codec (the
/// npm package stg-evm-v2, at the version pinned in the Makefile), so that QTG's Go
/// codec in package layerzero is checked against the owner's code run in an EVM. Test
/// only.
contract OwnersStargate {
    /// @notice The message TokenMessaging.taxi sends for a pool's transfer.
    function encodeTaxi(address sender, uint16 assetId, bytes32 receiver, uint64 amountSD, bytes calldata composeMsg)
        external
        pure
        returns (bytes memory)
    {
        return TaxiCodec.encodeTaxi(sender, assetId, receiver, amountSD, composeMsg);
    }

    /// @notice A taxi message as the destination's TokenMessaging decodes it.
    function decodeTaxi(bytes calldata message)
        external
        pure
        returns (uint16 assetId, bytes32 receiver, uint64 amountSD, bytes memory composeMsg)
    {
        return TaxiCodec.decodeTaxi(message);
    }
}
